import type { ButtonHTMLAttributes } from 'react';

type DisclosureButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> & {
  /** Whether the part it shows is open: read out as "expanded" / "collapsed". */
  expanded: boolean;
  /** The id of the part it shows or hides. */
  controls: string;
  onToggle: () => void;
};

/** A button that shows or hides another part of the page (the disclosure pattern). */
export function DisclosureButton({ expanded, controls, onToggle, ...props }: DisclosureButtonProps) {
  return <button type="button" aria-expanded={expanded} aria-controls={controls} onClick={onToggle} {...props} />;
}
