import providedExports from '../../../scripts/webpack/federation-runtime-core-exports.json';
import provideRuntimePlugin, {
  bundlerRuntime,
  bundlerRuntimeGlobal,
  runtimeCore,
  runtimeCoreGlobal,
} from './provide-runtime-plugin';

test('[ISSUE-10] the shell provides exactly the runtime exports the remotes are built against', () => {
  // scripts/webpack/external-federation-runtime.js fails a remote's build that needs more than this list.
  expect(Object.keys(runtimeCore).sort()).toEqual([...providedExports].sort());
  for (const [name, value] of Object.entries(runtimeCore)) {
    expect({ name, defined: value !== undefined }).toEqual({ name, defined: true });
  }
});

test('[ISSUE-10] the runtime is on the global before any remote loads', () => {
  const plugin = provideRuntimePlugin();
  const args = { options: { name: 'shell' } };
  expect(plugin.beforeInit?.(args as never)).toBe(args);
  expect((globalThis as Record<string, unknown>)[runtimeCoreGlobal]).toBe(runtimeCore);
});

test('[ISSUE-10] the remotes get the bundler runtime, with the container start the shell itself leaves out', () => {
  provideRuntimePlugin().beforeInit?.({ options: { name: 'shell' } } as never);
  const provided = (globalThis as Record<string, unknown>)[bundlerRuntimeGlobal];
  expect(provided).toBe(bundlerRuntime);
  for (const step of ['remotes', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init'] as const) {
    expect({ step, type: typeof bundlerRuntime.bundlerRuntime[step] }).toEqual({ step, type: 'function' });
  }
  expect(typeof bundlerRuntime.attachShareScopeMap).toBe('function');
});
