// Preloaded (`node --import ./scripts/cpu-probe.mjs build/node/server.js`) by bench-render.mjs: a
// process started with an IPC channel answers the message 'cpu' with its own process.cpuUsage(),
// so CPU per render is read from the serving process's counters. Without a channel it does nothing.
if (process.send) {
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  });
  process.channel?.unref();
}
