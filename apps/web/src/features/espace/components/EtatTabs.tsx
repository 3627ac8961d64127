import type { EtatCandidature } from '@recrutement/contract';
import { type KeyboardEvent, useRef } from 'react';
import { formatCount, refLabel } from '../../../i18n/i18n';
import { te } from '../i18n';

export const ALL_TAB = 0;

interface EtatTabsProps {
  etats: EtatCandidature[];
  counts: Map<number, number>;
  total: number;
  selected: number;
  onSelect: (etatId: number) => void;
  panelId: string;
}

/** One tab per application status (plus all), following the ARIA tabs pattern (arrow keys move). */
export function EtatTabs({ etats, counts, total, selected, onSelect, panelId }: EtatTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = [
    { id: ALL_TAB, label: te('espace.tabs.all'), count: total },
    ...etats.map((e) => ({ id: e.id, label: refLabel(e.etat), count: counts.get(e.id) ?? 0 })),
  ];
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLButtonElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={te('espace.tabs.label')}
      className="nav nav-tabs flex-nowrap overflow-auto mb-3"
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          data-tab={tab.id}
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          className={`nav-link text-nowrap${tab.id === selected ? ' active' : ''}`}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label} <span className="badge rounded-pill text-bg-secondary">{formatCount(tab.count)}</span>
        </button>
      ))}
    </div>
  );
}
