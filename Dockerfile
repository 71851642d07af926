# The whole demo in one image: the built client served by the mock API.
# Two stages: `build` installs every dependency and builds the client; the runtime stage holds only the mock's
# production dependencies, its sources (run through tsx), the contract, the lesson files and the built client.
# `npm run docker:steps` replays these steps without a container engine and checks the runtime's node_modules budget.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY client/package.json client/
COPY mock-server/package.json mock-server/
COPY e2e/package.json e2e/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# Every workspace's package.json, so that npm ci finds the tree of package-lock.json; only the mock's workspaces and
# their production dependencies are installed (not the root's devDependencies: Vite, Vitest, Playwright, ...).
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY client/package.json client/
COPY mock-server/package.json mock-server/
COPY e2e/package.json e2e/
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund -w contract -w mock-server
COPY contract/ contract/
COPY mock-server/ mock-server/
COPY fixtures/lessons/ fixtures/lessons/
COPY --from=build /app/client/dist client/dist
# The data volume belongs to the unprivileged user the mock runs as (a named volume takes this folder's owner).
RUN mkdir -p /data && chown node:node /data
ENV PORT=3000 MOCK_DATA_DIR=/data
VOLUME /data
EXPOSE 3000
USER node
WORKDIR /app/mock-server
# node itself is PID 1, so `docker stop`'s SIGTERM reaches the mock (it answers what is under way and exits).
CMD ["node", "--import", "tsx", "src/main.ts"]
