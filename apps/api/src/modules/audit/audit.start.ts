import type { AppContext } from '../../lib/context.js';
import {
  onAccessed,
  onErased,
  onIntegrationChanged,
  onMerged,
  onMessageChanged,
  onRenumbered,
  onSecurityChanged,
  onStaffChanged,
  onStatusChanged,
} from './audit.service.js';

/** The audit trail (§10) records, in the transaction of what it records, these events. */
export function startAudit(ctx: AppContext): void {
  ctx.events.subscribe('staff.changed', (tx, event) => onStaffChanged(tx, ctx, event));
  ctx.events.subscribe('personal-data.accessed', (tx, event) => onAccessed(tx, ctx, event));
  ctx.events.subscribe('candidature.status-changed', (tx, event) => onStatusChanged(tx, ctx, event));
  ctx.events.subscribe('individu.erased', (tx, event) => onErased(tx, ctx, event));
  ctx.events.subscribe('individu.merged', (tx, event) => onMerged(tx, ctx, event));
  ctx.events.subscribe('individu.renumbered', (tx, event) => onRenumbered(tx, event));
  ctx.events.subscribe('message.changed', (tx, event) => onMessageChanged(tx, ctx, event));
  ctx.events.subscribe('security.changed', (tx, event) => onSecurityChanged(tx, ctx, event));
  ctx.events.subscribe('integration.changed', (tx, event) => onIntegrationChanged(tx, ctx, event));
}
