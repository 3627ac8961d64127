// lint-boundaries: clean
// lint-ownership: clean
// Publishes the event its manifest declares.
declare const tx: { publish(event: { type: string; candidatureId: number }): Promise<void> };
export const submitted = (candidatureId: number) => tx.publish({ type: 'candidature.created', candidatureId });
