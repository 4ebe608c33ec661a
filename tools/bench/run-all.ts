/** `npm run bench`: every benchmark, printing its figures (build the web app first for the bundle figure). */
import { describeTransfer, measureBundle } from './bundle-size';
import { measureColdStart } from './cold-start';
import { measureListLatency } from './list-latency';

const bundle = await measureBundle();
console.log(describeTransfer('bundle: login page', bundle.login));
console.log(describeTransfer('bundle: login, sign-in, main frame with the first list', bundle.firstList));
const start = await measureColdStart();
console.log(
  `cold start to healthy: empty database ${start.first.wallMs} ms (migrate + seed; CPU ${start.first.cpuMs} ms); existing database ${start.restart.wallMs} ms (CPU ${start.restart.cpuMs} ms)`,
);
for (const line of await measureListLatency()) console.log(line);
