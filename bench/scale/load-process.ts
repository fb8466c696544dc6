// One simulator process of the load (load.ts runLoad): runs the share of devices and pushers it is sent and sends
// back its raw timings.
import { type Share, simulate } from './load.ts';

process.once('message', (share) => {
  simulate(share as Share).then(
    (samples) => process.send?.(samples, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
