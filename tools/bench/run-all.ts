/** `npm run bench`: every benchmark, printing its figures (build the web app first for the bundle figure). */
import { measureBundle } from './bundle-size';
import { measureColdStart } from './cold-start';
import { measureListLatency } from './list-latency';

const bundle = measureBundle();
console.log(`bundle: initial ${bundle.initialKb.toFixed(1)} kB gzip (index.html scripts + styles); all ${bundle.files} assets ${bundle.totalKb.toFixed(1)} kB gzip`);
const start = await measureColdStart();
console.log(`cold start to healthy: empty database ${start.firstMs} ms (migrate + seed); existing database ${start.secondMs} ms`);
for (const line of await measureListLatency()) console.log(line);
