import type { CSSProperties } from 'react';

/**
 * A decorative icon of the public pages: `src`, an SVG imported from `bootstrap-icons/icons/*.svg`,
 * which the build inlines as a small data URL (apps/web/build/icons.ts), so each page carries only the
 * icons it shows and no icon font is loaded (the back office keeps the font, in its own chunk); or
 * `name`, one of the few icons every page needs, defined in app/styles.css. Colour follows the text,
 * size the font size (`fs-1`…), see `.icon` in app/styles.css.
 */
export function Icon({ src, name, className }: { src?: string; name?: string; className?: string }) {
  const style = src ? ({ '--icon': `url("${src}")` } as CSSProperties) : undefined;
  const classes = ['icon', name ? `icon-${name}` : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={classes} style={style} aria-hidden="true" />;
}
