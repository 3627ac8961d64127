import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The French catalogue, as a French page loads it (src/i18n, ADR 0010).
import * as fr from '../i18n/catalogue.fr';
import { setCatalogue } from '../i18n/i18n';

setCatalogue('fr', fr);
