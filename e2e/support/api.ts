/**
 * Test data set up through the real API (architecture rule 10), as the e2e administrator.
 * Shared by the public and the back-office browser tests.
 */
import { type APIRequestContext, type APIResponse, expect, request } from '@playwright/test';
import type {
  Candidature,
  LoginResponse,
  PosteDeTravail,
  PosteDeTravailInput,
  PosteVacant,
  PosteVacantInput,
  SessionCandidature,
  SessionCandidatureInput,
  TypeContrat,
} from '@recrutement/contract';
import { ADMIN, baseURL } from '../playwright.config.js';

/** The relations of an input, by id (what the server reads of a nested object). */
type RefsOf<T> = { [K in keyof T as T[K] extends { id: unknown } ? K : never]: { id: number } };

/** A short suffix that keeps names and references unique across tests and runs. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A calendar date (`yyyy-MM-dd`) `days` from today in Europe/Paris, the server's "today". */
export function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date);
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export class AdminApi {
  private constructor(
    readonly http: APIRequestContext,
    readonly token: string,
  ) {}

  /** Signs in as the e2e admin through `POST /api/login1`. Call `dispose()` when done. */
  static async signIn(credentials = ADMIN): Promise<AdminApi> {
    const anonymous = await request.newContext({ baseURL });
    const login = await json<LoginResponse>(
      await anonymous.post('/api/login1', { data: credentials }),
      'admin sign-in',
    );
    await anonymous.dispose();
    // Bearer auth, plus our own Origin for the server's same-origin check on writes.
    const http = await request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${login.token}`, Origin: baseURL },
    });
    return new AdminApi(http, login.token);
  }

  dispose() {
    return this.http.dispose();
  }

  get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    return this.http.get(path, { params }).then((r) => json<T>(r, `GET ${path}`));
  }

  post<T>(path: string, data: unknown): Promise<T> {
    return this.http.post(path, { data }).then((r) => json<T>(r, `POST ${path}`));
  }

  typesContrat() {
    return this.get<TypeContrat[]>('/type-contrat/list');
  }

  async typeContrat(type: string): Promise<TypeContrat> {
    const found = (await this.typesContrat()).find((t) => t.type === type);
    if (!found) throw new Error(`Unknown contract type ${type}`);
    return found;
  }

  createPosteDeTravail(input: Partial<PosteDeTravailInput> = {}) {
    return this.post<PosteDeTravail>('/poste-de-travail/add', {
      reference: input.reference ?? unique('REF'),
      nom: input.nom ?? unique('Poste'),
    });
  }

  /** An open session by default: active, from today to 30 days later. */
  createSession(input: Partial<SessionCandidatureInput> = {}) {
    return this.post<SessionCandidature>('/session-candidature/add', {
      reference: input.reference ?? unique('SES'),
      dateOuverture: input.dateOuverture ?? dayFromToday(0),
      dateCloture: input.dateCloture ?? dayFromToday(30),
      status: input.status ?? true,
    });
  }

  createPosteVacant(
    input: Partial<
      Pick<PosteVacantInput, 'nom' | 'descriptif' | 'salaireMin' | 'salaireMax' | 'salairePeriode' | 'teletravail'>
    > & { lieu?: string } & RefsOf<PosteVacantInput>,
  ) {
    return this.post<PosteVacant>('/poste-vacant/add', {
      nom: input.nom ?? unique('Offre'),
      descriptif: input.descriptif ?? '<p>Une offre créée pour les tests.</p>',
      lieu: input.lieu,
      poste: { id: input.poste.id },
      session: { id: input.session.id },
      typeContrat: { id: input.typeContrat.id },
      // Every vacancy states its pay (contract §16).
      salaireMin: input.salaireMin ?? 38000,
      salaireMax: input.salaireMax ?? 45000,
      salairePeriode: input.salairePeriode ?? 'AN',
      teletravail: input.teletravail ?? 'NON',
    });
  }

  /**
   * A work position, an open session and one vacancy per name, all of one contract type
   * (the first one of the list unless given).
   */
  async seedOpenVacancies(names: string[], options: { posteNom?: string; type?: string } = {}) {
    const poste = await this.createPosteDeTravail({ nom: options.posteNom });
    const session = await this.createSession();
    const typeContrat = options.type ? await this.typeContrat(options.type) : (await this.typesContrat())[0];
    if (!typeContrat) throw new Error('No contract type in the database');
    const vacancies: PosteVacant[] = [];
    for (const nom of names) vacancies.push(await this.createPosteVacant({ nom, poste, session, typeContrat }));
    return { poste, session, typeContrat, vacancies };
  }

  /** Applications to one vacancy (by its name), newest first. */
  candidaturesOf(vacancyName: string) {
    return this.get<Candidature[]>(`/candidature/poste-vacant/${encodeURIComponent(vacancyName)}`);
  }
}
