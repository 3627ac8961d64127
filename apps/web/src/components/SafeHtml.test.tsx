import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it("keeps Quill's formatting", () => {
    const html = '<h2>Missions</h2><p><strong>Java</strong> et <em>React</em></p><ul><li>un</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, images and styles', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()" style="color:red">a</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe></iframe>',
    );
    expect(clean).toBe('<p>a</p>');
  });

  it('keeps only http(s) and mailto links, opened safely', () => {
    const { container } = render(
      <SafeHtml html='<a href="javascript:alert(1)">x</a><a href="https://example.com">y</a><a href="mailto:a@b.c">z</a>' />,
    );
    const links = container.querySelectorAll('a');
    expect(links[0]).not.toHaveAttribute('href');
    expect(links[1]).toHaveAttribute('href', 'https://example.com');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[2]).toHaveAttribute('href', 'mailto:a@b.c');
  });
});
