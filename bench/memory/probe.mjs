// Preloaded into the server (`node --import ./bench/memory/probe.mjs dist/server/main.js`) to measure where its
// memory goes without changing the server: every MEMORY_PROBE_EVERY_MS it appends one JSON line to
// MEMORY_PROBE_FILE with process.memoryUsage(), V8's heap spaces and the size of every WebAssembly memory
// (PGlite's Postgres runs in one). Measurement only; never loaded by the shop itself.
import { appendFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE ?? `/tmp/memory-probe-${process.pid}.jsonl`;
const every = Number(process.env.MEMORY_PROBE_EVERY_MS ?? 5000);
// Weak, so that measuring keeps no memory alive that the server has let go; each labelled with the file that made it.
const memories = new Set();
const seen = new WeakSet();

function keep(memory) {
  if (seen.has(memory)) return;
  seen.add(memory);
  const maker = new Error().stack?.split('\n').find((line) => line.includes('/') && !line.includes(import.meta.url));
  memories.add({ ref: new WeakRef(memory), maker: maker?.replace(/^.*\//, '').replace(/\)$/, '') ?? '?' });
}

function keepMemories(instance) {
  for (const value of Object.values(instance.exports ?? {})) {
    if (value instanceof WebAssembly.Memory) keep(value);
  }
}

// PGlite makes its Postgres heap itself (new WebAssembly.Memory, passed to the module as wasmMemory); other
// Emscripten modules export theirs from the instance.
WebAssembly.Memory = new Proxy(WebAssembly.Memory, {
  construct(target, args, newTarget) {
    const memory = Reflect.construct(target, args, newTarget);
    keep(memory);
    return memory;
  },
});

// Modules that export their memory (undici's HTTP parser, for one) instantiate through one of these two.
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function (...args) {
  const result = await instantiate.apply(this, args);
  keepMemories(result.instance ?? result);
  return result;
};
const instantiateStreaming = WebAssembly.instantiateStreaming;
if (instantiateStreaming) {
  WebAssembly.instantiateStreaming = async function (...args) {
    const result = await instantiateStreaming.apply(this, args);
    keepMemories(result.instance);
    return result;
  };
}

const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

function sample() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)]),
  );
  const line = {
    at: new Date().toISOString(),
    rssMB: mb(usage.rss),
    heapUsedMB: mb(usage.heapUsed),
    heapTotalMB: mb(usage.heapTotal),
    externalMB: mb(usage.external),
    arrayBuffersMB: mb(usage.arrayBuffers),
    wasmMemoriesMB: [...memories].flatMap(({ ref, maker }) => {
      const memory = ref.deref();
      return memory ? [`${maker} ${mb(memory.buffer.byteLength)}`] : [];
    }),
    spacesUsedMB: spaces,
  };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

setInterval(sample, every).unref();
process.on('SIGUSR2', sample);
