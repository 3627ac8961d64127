import { describe, expect, it } from 'vitest';
import { renderFrame } from './shell';

describe('static frame of the public pages', () => {
  it('is the navbar, an empty main region and the footer, with no menu entry marked as the current page', () => {
    const html = renderFrame();
    const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
    expect(doc.querySelector('nav[aria-label="Navigation principale"] .navbar-brand')?.textContent).toBe('Recrutement');
    expect(doc.querySelector('main#main')?.childElementCount).toBe(0);
    expect(doc.querySelector('footer.site-footer')).not.toBeNull();
    expect(doc.querySelector('a[href="#main"]')?.textContent).toBe('Aller au contenu');
    expect(doc.querySelectorAll('.active, [aria-current]')).toHaveLength(0);
    expect(doc.querySelector('a[href="/offre"]')).not.toBeNull();
    // Buttons need the script: disabled until React's own replace them.
    const buttons = [...doc.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(['', 'Se connecter']);
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });
});
