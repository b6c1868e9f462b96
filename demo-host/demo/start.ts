// `npm start`: the product with the demo on top: the reference server on PORT (8080) with the
// demo's channels, knowledge base and agents, and the demo shop on SITE_PORT (8081).
import { dataPlace, environmentOf, mailPlace, portFrom, startOrExplain } from '@server/environment';
import { CHAT_PAGE, WIDGET_BASE_PATH } from '@shared/frame';
import { startDemo } from './startDemo';

const environment = await startOrExplain(async () => environmentOf());
const demo = await startOrExplain(() =>
  startDemo({ ...environment, sitePort: portFrom(process.env, 'SITE_PORT', 8081) }),
);

const widgetBase = demo.widgetOrigin + WIDGET_BASE_PATH;
const { data, files } = dataPlace(environment);
console.log(`chat-online demo is running (the product without the demo: npm run serve)
  demo shop:     ${demo.siteOrigin}/            (the site that pastes the script tag)
  signed in:     ${demo.siteOrigin}/account     (setUser and the host events)
  widget:        ${widgetBase}${CHAT_PAGE}?channelId=demo
  loader:        ${widgetBase}loader.js
  console:       ${demo.widgetOrigin}/console/
  data:          ${data}${demo.logins.seeded ? ' (seeded the demo channels, knowledge base and accounts)' : ''}
  files:         ${files}
  mail:          ${mailPlace(environment)}
  logins:        ${demo.logins.agents.map((agent) => `${agent.login} / ${agent.password} (${agent.role})`).join(', ')}
  channels:      demo, demo-zh, demo-human, demo-human-only, demo-closed, demo-workorder, demo-intl, demo-verified (userHash secret "${demo.logins.verifiedChannelSecret}")`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void demo.close().then(() => process.exit(0)));
}
