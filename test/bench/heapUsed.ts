// The heap in use after a full garbage collection, in MB: what a structure keeps alive, not the
// garbage it made on the way. The bench is not started with --expose-gc, so it exposes gc itself
// (a function of a new context once the flag is set).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export function heapUsedMb(): number {
  collect();
  return process.memoryUsage().heapUsed / 1e6;
}
