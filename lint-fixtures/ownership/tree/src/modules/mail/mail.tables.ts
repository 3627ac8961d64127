// lint-boundaries: clean
// lint-ownership: clean
// The module's tables (types only).
export interface MailTables {
  mail_outbox: { id: number };
}
