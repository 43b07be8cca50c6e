import providedExports from '../../../scripts/webpack/federation-runtime-core-exports.json';
import provideRuntimePlugin, { runtimeCore, runtimeCoreGlobal } from './provide-runtime-plugin';

test('the shell provides exactly the runtime exports the remotes are built against', () => {
  // scripts/webpack/external-federation-runtime.js fails a remote's build that needs more than this list.
  expect(Object.keys(runtimeCore).sort()).toEqual([...providedExports].sort());
  for (const [name, value] of Object.entries(runtimeCore)) {
    expect({ name, defined: value !== undefined }).toEqual({ name, defined: true });
  }
});

test('the runtime is on the global before any remote loads', () => {
  const plugin = provideRuntimePlugin();
  const args = { options: { name: 'shell' } };
  expect(plugin.beforeInit?.(args as never)).toBe(args);
  expect((globalThis as Record<string, unknown>)[runtimeCoreGlobal]).toBe(runtimeCore);
});
