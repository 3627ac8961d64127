// lint-boundaries: clean
// lint-ownership: expect "publishes alerte.offres-found, not in alerte.manifest.ts publishes"
// An event published that the manifest does not list.
declare const tx: { publish(scope: unknown, event: { type: string }): Promise<void> };
export const found = () => tx.publish(null, { type: 'alerte.offres-found' });
