// Preloaded into a server process by the load-shedding test (`node --import`): SIGUSR2 turns on,
// and again off, a busy loop that holds the event loop BUSY_MS out of every PERIOD_MS, as a
// burst of CPU-heavy work would. The server's own code is unchanged.
const PERIOD_MS = Number(process.env['BUSY_PERIOD_MS'] ?? 200);
const BUSY_MS = Number(process.env['BUSY_MS'] ?? 150);

let busy = null;
process.on('SIGUSR2', () => {
  if (busy) {
    clearInterval(busy);
    busy = null;
    return;
  }
  busy = setInterval(() => {
    const until = performance.now() + BUSY_MS;
    while (performance.now() < until);
  }, PERIOD_MS - BUSY_MS);
});
