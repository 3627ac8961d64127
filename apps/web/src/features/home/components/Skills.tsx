import { ProgressBar } from '../../../components/ProgressBar';
import { formatCount, t } from '../../../i18n/i18n';

/** Spec §9: the home page skill bars. */
export const SKILLS = [
  { name: 'HTML', value: 100 },
  { name: 'CSS', value: 90 },
  { name: 'JavaScript', value: 75 },
  { name: 'PHP', value: 80 },
  { name: 'Spring Boot', value: 90 },
  { name: 'Angular', value: 80 },
] as const;

function SkillBar({ name, value }: { name: string; value: number }) {
  const labelId = `skill-${name.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between small fw-semibold">
        <span id={labelId}>{name}</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <ProgressBar value={value} labelledBy={labelId} valueText={`${formatCount(value)} %`} />
    </div>
  );
}

/** The About section: who we are and the skills bars. */
export function About() {
  return (
    <section id="about" className="py-5" aria-labelledby="about-title">
      <div className="container">
        <div className="row g-5 align-items-center">
          <div className="col-lg-6">
            <h2 id="about-title">{t('home.about.title')}</h2>
            <p className="text-secondary">{t('home.about.p1')}</p>
            <p className="text-secondary mb-0">{t('home.about.p2')}</p>
          </div>
          <div className="col-lg-6">
            <h3 className="h5 mb-3">{t('home.about.skills')}</h3>
            {SKILLS.map((skill) => (
              <SkillBar key={skill.name} {...skill} />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
