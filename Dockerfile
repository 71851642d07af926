# The whole demo in one image: the built client served by the mock API.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY client/package.json client/
COPY mock-server/package.json mock-server/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV PORT=3000 MOCK_DATA_DIR=/data
VOLUME /data
EXPOSE 3000
CMD ["npm", "run", "mock"]
