import type { Securite } from '@recrutement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { ErrorAlert } from '../../../../components/PageState';
import { api } from '../../../../lib/api-client';
import { ta } from '../../../i18n';
import { adminKeys } from '../../../lib/query-keys';

const key = [...adminKeys.domain('profile'), 'securite'] as const;

/** The admin's setting (§23): the second factor compulsory for every staff member. */
export function SecuritySettings() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: key, queryFn: () => api<Securite>('/api/securite') });
  const save = useMutation({
    mutationFn: (body: Securite) => api<Securite>('/api/securite', { method: 'PUT', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      return queryClient.invalidateQueries({ queryKey: adminKeys.domain('profile') });
    },
  });
  if (!settings.data) return settings.isError ? <ErrorAlert error={settings.error} /> : null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 pt-3 border-top">
      <h3 id={`${id}-title`} className="h6 text-uppercase text-secondary">
        {ta('admin.securite.settings.title')}
      </h3>
      {save.isError ? <ErrorAlert error={save.error} /> : null}
      <CheckboxField
        label={ta('admin.securite.settings.mfaObligatoire')}
        checked={settings.data.mfaObligatoire}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ mfaObligatoire: event.target.checked })}
      />
    </section>
  );
}
