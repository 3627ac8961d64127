import { describe, expect, it } from 'vitest';
import { sanitizeDescriptif } from './sanitize.js';

describe('sanitizeDescriptif', () => {
  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p>a<noscript><p>b</p></noscript></p>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)>texte', 'texte'],
    ['<p onmouseover="alert(1)" style="color:red" id="x">t</p>', '<p>t</p>'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JAVASCRIPT:alert(1)">x</a>', 'x'],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'x'],
    ['<a href="//evil.example/">x</a>', 'x'],
    ['<a href="/relatif">x</a>', 'x'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<object data="x"></object><embed src="x">', ''],
    ['<form action="https://evil.example"><input name="a"><button>ok</button></form>', 'ok'],
    ['<style>body{display:none}</style><p>t</p>', '<p>t</p>'],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<math><mi xlink:href="javascript:alert(1)">m</mi></math>', 'm'],
    ['<table><tr><td>cellule</td></tr></table>', 'cellule'],
    ['<span>s</span><font color="red">f</font>', 'sf'],
  ])('strips %s', (input, expected) => {
    expect(sanitizeDescriptif(input)).toBe(expected);
  });

  it('keeps every allowed tag as is', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><p><strong>d</strong><em>e</em><u>f</u><s>g</s><br /></p>' +
      '<ol><li>h</li></ol><ul><li>i</li></ul><blockquote>j</blockquote>';
    expect(sanitizeDescriptif(html)).toBe(html);
  });

  it('maps legacy and pasted tags to their allowed forms', () => {
    expect(sanitizeDescriptif('<b>a</b><i>b</i><strike>c</strike>')).toBe('<strong>a</strong><em>b</em><s>c</s>');
    expect(sanitizeDescriptif('<h4>Titre</h4><div style="x">bloc</div>')).toBe('<h3>Titre</h3><p>bloc</p>');
  });

  it('keeps http(s) and mailto links with rel, never target or other attributes', () => {
    expect(sanitizeDescriptif('<a href="https://a.example/x?y=1&z=2" target="_blank" title="t">l</a>')).toBe(
      '<a href="https://a.example/x?y=1&amp;z=2" rel="noopener noreferrer">l</a>',
    );
    expect(sanitizeDescriptif('<a href="http://a.example" rel="opener">l</a>')).toBe(
      '<a href="http://a.example" rel="noopener noreferrer">l</a>',
    );
    expect(sanitizeDescriptif('<a href="mailto:rh@a.example">l</a>')).toBe(
      '<a href="mailto:rh@a.example" rel="noopener noreferrer">l</a>',
    );
  });

  it("keeps Quill's alignment and indentation classes only", () => {
    expect(sanitizeDescriptif('<p class="ql-align-right evil">a</p><ul><li class="ql-indent-2 x">b</li></ul>')).toBe(
      '<p class="ql-align-right">a</p><ul><li class="ql-indent-2">b</li></ul>',
    );
    expect(sanitizeDescriptif('<strong class="ql-align-center">a</strong>')).toBe('<strong>a</strong>');
  });

  it('escapes text and handles empty input', () => {
    expect(sanitizeDescriptif('<p>1 &lt; 2 &amp; "x"</p>')).toBe('<p>1 &lt; 2 &amp; "x"</p>');
    expect(sanitizeDescriptif('')).toBe('');
    expect(sanitizeDescriptif('   ')).toBe('');
  });
});
