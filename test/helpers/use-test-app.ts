import { afterAll, beforeAll } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../fake-providers/server.ts';
import { buildTestApp, type TestApp } from './app.ts';

type TestAppOptions = NonNullable<Parameters<typeof buildTestApp>[0]>;
type FakeProviderOptions = NonNullable<Parameters<typeof startFakeProviders>[0]>;

/**
 * An object that stands for one made in a `beforeAll` hook: reads, writes and calls reach it
 * once made (a file's tests run after its hooks).
 */
function madeBeforeAll<T extends object>(
  make: () => Promise<T>,
  end: (made: T) => Promise<void>,
): T {
  let made: T | undefined;
  const target = () => {
    if (!made) throw new Error('used before its beforeAll hook ran');
    return made;
  };
  beforeAll(async () => {
    made = await make();
  }, 120_000);
  afterAll(async () => {
    if (made) await end(made);
  });
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
  });
}

/**
 * The file's fake providers (fake-providers/server.ts): started before its tests, closed after.
 * Declare it before a `useTestApp` whose options read its `url`.
 */
export const useFakeProviders = (options: FakeProviderOptions = {}): FakeProviders =>
  madeBeforeAll(
    () => startFakeProviders(options),
    (fake) => fake.close(),
  );

/**
 * The file's app on a fresh database (buildTestApp): built before its tests, closed after them.
 * `options` may be a function, read when the app is built: after the hooks declared before it,
 * such as the fake providers' start.
 */
export const useTestApp = (options: TestAppOptions | (() => TestAppOptions) = {}): TestApp =>
  madeBeforeAll(
    () => buildTestApp(typeof options === 'function' ? options() : options),
    (test) => test.close(),
  );
