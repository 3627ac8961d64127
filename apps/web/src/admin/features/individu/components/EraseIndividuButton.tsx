import type { ErasureSummary } from '@recrutement/contract';
import { useState } from 'react';
import { ta } from '../../../i18n';
import { useEraseIndividu } from '../api/individus';
import { EraseIndividuDialog } from './EraseIndividuDialog';

interface EraseIndividuButtonProps {
  individuId: number;
  /** Names the person in the button's accessible name: "Effacer Zoé Garnier". */
  label: string;
  onErased: (summary: ErasureSummary) => void;
  size?: 'sm';
  iconOnly?: boolean;
}

/** "Effacer la personne": asks with what goes, erases, then hands over to the caller (§10). */
export function EraseIndividuButton({ individuId, label, onErased, size, iconOnly }: EraseIndividuButtonProps) {
  const [open, setOpen] = useState(false);
  const erase = useEraseIndividu();
  const close = () => {
    erase.reset();
    setOpen(false);
  };
  const confirm = async (summary: ErasureSummary) => {
    try {
      await erase.mutateAsync(individuId);
    } catch {
      return; // Shown in the dialog.
    }
    setOpen(false);
    onErased(summary);
  };
  return (
    <>
      <button
        type="button"
        className={`btn btn-outline-danger${size ? ` btn-${size}` : ''}`}
        onClick={() => setOpen(true)}
        aria-label={ta('admin.individu.erase.of', { name: label })}
        title={ta('admin.individu.erase.hint')}
      >
        <i className={`bi bi-person-x${iconOnly ? '' : ' me-1'}`} aria-hidden="true" />
        {iconOnly ? null : ta('admin.individu.erase.button')}
      </button>
      {open ? (
        <EraseIndividuDialog
          individuId={individuId}
          show={open}
          busy={erase.isPending}
          error={erase.error}
          onConfirm={confirm}
          onClose={close}
        />
      ) : null}
    </>
  );
}
