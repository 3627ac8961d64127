import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureFirstTouch, firstTouch, resetFirstTouch } from './first-touch';

afterEach(() => {
  resetFirstTouch();
  vi.restoreAllMocks();
});

describe('first touch (§22)', () => {
  it('keeps the landing parameters in memory and writes nothing to any browser storage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cookie = vi.spyOn(document, 'cookie', 'set');
    const open = 'indexedDB' in globalThis ? vi.spyOn(globalThis.indexedDB, 'open') : null;
    const before = { local: localStorage.length, session: sessionStorage.length, cookies: document.cookie };

    captureFirstTouch('?utm_source=alerte&utm_medium=email&utm_campaign=mars&ref=k7&autre=x');
    captureFirstTouch('?utm_source=indeed');
    expect(firstTouch()).toEqual({ utm_source: 'alerte', utm_medium: 'email', utm_campaign: 'mars', ref: 'k7' });

    expect(setItem).not.toHaveBeenCalled();
    expect(cookie).not.toHaveBeenCalled();
    if (open) expect(open).not.toHaveBeenCalled();
    expect({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }).toEqual(before);
  });

  it('holds nothing when the landing page carried no parameter, and bounds what it keeps', () => {
    captureFirstTouch('?q=java&utm_source=');
    expect(firstTouch()).toBeUndefined();
    resetFirstTouch();
    captureFirstTouch(`?utm_source=${'x'.repeat(150)}`);
    expect(firstTouch()?.utm_source).toHaveLength(100);
  });
});
