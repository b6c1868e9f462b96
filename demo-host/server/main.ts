// `npm run serve`: the product alone, as an operator runs it: no demo data, no demo shop, no
// known password. An empty database asks for its first owner: OWNER_LOGIN and OWNER_PASSWORD
// make it, or else a one-time setup link is printed here (docs/operating.md).
import { WIDGET_BASE_PATH } from '@shared/frame';
import { prepareFirstStart } from './accounts/setup';
import { buildServer } from './app';
import { dataPlace, environmentOf, firstOwnerFrom, mailPlace, startOrExplain } from './environment';
import { originOf } from './http/listening';

const environment = await startOrExplain(async () => environmentOf());
const owner = await startOrExplain(async () => firstOwnerFrom(process.env));
const { app, services } = await buildServer({ ...environment, logger: { level: environment.logLevel } });
const firstStart = await prepareFirstStart(services, { owner });
if (firstStart.state == 'refused') {
  console.error(`chat-online: ${firstStart.reason}`);
  await app.close();
  process.exit(1);
}
await app.listen({ port: environment.port, host: environment.host });
const origin = originOf(app, environment.publicOrigin, environment.host);

const { data, files } = dataPlace(environment);
console.log(`chat-online is running
  console:  ${origin}/console/
  loader:   ${origin}${WIDGET_BASE_PATH}loader.js
  data:     ${data}
  files:    ${files}
  mail:     ${mailPlace(environment)}`);
if (firstStart.state == 'ownerCreated')
  console.log(`  owner:    ${firstStart.login} (from OWNER_LOGIN and OWNER_PASSWORD)`);
if (firstStart.state == 'setupLink')
  console.log(`
  Not set up yet. Open this link once to choose the first owner's login and password
  (it works once, and only until an owner exists; a restart prints a new one):

    ${firstStart.link(origin)}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
