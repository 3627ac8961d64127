import { apiFr, formatEntry, MODELE_TAGS, MODELE_VARIABLES } from '@recrutement/contract';
import { Liquid, TagToken, Tokenizer } from 'liquidjs';
import { AppError, validation } from '../../lib/errors.js';
import { sanitizeDescriptif } from '../../lib/sanitize.js';

/**
 * Templates (contract §20) in Liquid, through liquidjs in its safe mode: no file system (an empty
 * in-memory set of templates, no `root`: `include` and `render` could find nothing anyway, and are
 * refused at save), strict variables and filters, own properties only. The body's values are
 * escaped and the result sanitised like any rich text; the subject is plain text.
 */
const options = {
  templates: {},
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  relativeReference: false,
  jsTruthy: false,
} as const;
const bodyEngine = new Liquid({ ...options, outputEscape: 'escape' });
const subjectEngine = new Liquid(options);

const TAGS = new Set<string>([...MODELE_TAGS, ...MODELE_TAGS.map((tag) => `end${tag}`)]);
const VARIABLES = new Set<string>(MODELE_VARIABLES);

/** What a template's variables are filled with (§20). */
export interface TemplateValues {
  candidat: { prenom: string; nom: string };
  offre: { nom: string };
  organisation: { nom: string };
  expediteur: { prenom: string; nom: string };
  lien_espace: string;
}

const fail = (field: string, key: keyof typeof apiFr, vars: Record<string, string>) =>
  validation({ [field]: formatEntry(apiFr[key] as string, 'fr', vars) });

/** Checks one template text at save: it parses, uses only the allowed tags and variables; else a 400 naming it. */
export function checkTemplate(field: string, source: string): void {
  let tokens: ReturnType<Tokenizer['readTopLevelTokens']>;
  let parsed: ReturnType<Liquid['parse']>;
  try {
    tokens = new Tokenizer(source).readTopLevelTokens();
    const refused = tokens.find((t): t is TagToken => t instanceof TagToken && !TAGS.has(t.name));
    if (refused) throw fail(field, 'modeleTagRefused', { tag: refused.name });
    parsed = bodyEngine.parse(source);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
    throw fail(field, 'modeleParseError', { detail });
  }
  const unknown = bodyEngine.globalFullVariablesSync(parsed).find((name) => !VARIABLES.has(name));
  if (unknown !== undefined) throw fail(field, 'modeleVariableUnknown', { variable: unknown });
}

/** The subject and body of a template rendered for one candidate: body escaped then sanitised. */
export function renderTemplate(
  template: { sujet: string; corps: string },
  values: TemplateValues,
): { sujet: string; corps: string } {
  const scope = values as unknown as Record<string, unknown>;
  const sujet = subjectEngine.parseAndRenderSync(template.sujet, scope) as string;
  const corps = bodyEngine.parseAndRenderSync(template.corps, scope) as string;
  return { sujet: sujet.replace(/\s+/g, ' ').trim(), corps: sanitizeDescriptif(corps) };
}
