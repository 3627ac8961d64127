import arbora from './arbora.svg';
import cobalt from './cobalt.svg';
import helix from './helix.svg';
import kestrel from './kestrel.svg';
import lumen from './lumen.svg';
import mistral from './mistral.svg';
import nordlys from './nordlys.svg';
import ombra from './ombra.svg';
import pixelia from './pixelia.svg';
import quanta from './quanta.svg';
import strata from './strata.svg';
import vireo from './vireo.svg';

/** Fictional client logos drawn for this site (twelve, so that the loop has enough slides). */
export const CLIENT_LOGOS = [
  { name: 'Nordlys', src: nordlys },
  { name: 'Cobalt', src: cobalt },
  { name: 'Arbora', src: arbora },
  { name: 'Helix', src: helix },
  { name: 'Quanta', src: quanta },
  { name: 'Vireo', src: vireo },
  { name: 'Ombra', src: ombra },
  { name: 'Lumen', src: lumen },
  { name: 'Pixelia', src: pixelia },
  { name: 'Strata', src: strata },
  { name: 'Kestrel', src: kestrel },
  { name: 'Mistral', src: mistral },
] as const;
