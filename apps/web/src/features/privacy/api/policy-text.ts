import { formatEntry, type Lang, type policyFr, type Vars } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n/i18n';

export type PolicyKey = keyof typeof policyFr;
export type PolicyText = (key: PolicyKey, vars?: Vars) => string;

/** Only the page's language is downloaded (one chunk per language, like the web catalogue). */
const loaders: Record<Lang, () => Promise<{ policy: Readonly<Record<PolicyKey, string | object>> }>> = {
  fr: () => import('../policy.fr'),
  en: () => import('../policy.en'),
};

const policyTextOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['privacy-policy-text', lang],
    queryFn: async (): Promise<PolicyText> => {
      const { policy } = await loaders[lang]();
      return (key, vars) => formatEntry(policy[key] as Parameters<typeof formatEntry>[0], lang, vars);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The privacy notice's texts in the page's language, read like `t()` once loaded. */
export function usePolicyText() {
  return useQuery(policyTextOptions(currentLang()));
}
