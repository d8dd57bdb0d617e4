// A prober in its own process, as an attacker would be: it times one request per
// message from the test and answers with the milliseconds it took to the last byte.
// Its clock never shares an event loop with the server's background work.

type ProbeRequest = { url: string; body: unknown; headers: Record<string, string> };

process.on('message', (probe: ProbeRequest) => {
  void (async () => {
    const started = performance.now();
    const answer = await fetch(probe.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...probe.headers },
      body: JSON.stringify(probe.body),
    });
    await answer.arrayBuffer();
    process.send?.({ status: answer.status, milliseconds: performance.now() - started });
  })();
});
