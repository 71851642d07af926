// Prints the names of contract entries the mock does not serve, in the format of src/unserved.json:
//   node --import tsx mock-server/scripts/unserved.ts > mock-server/src/unserved.json
import { contract } from '@assessor/contract';
import { unservedCalls } from '../src/routes/serve.ts';
import { testApp } from '../src/testing/testApp.ts';

const { app } = await testApp();
process.stdout.write(`${JSON.stringify(unservedCalls(app, contract), null, 2)}\n`);
await app.close();
