import { t } from '../../../i18n/i18n';
import { HomeSection } from './HomeSection';

const TEAM = [
  { name: 'Claire Martin', role: 'home.team.hr', initials: 'CM' },
  { name: 'Karim Benali', role: 'home.team.tech', initials: 'KB' },
  { name: 'Sophie Laurent', role: 'home.team.recruiter', initials: 'SL' },
  { name: 'Thomas Nguyen', role: 'home.team.pm', initials: 'TN' },
] as const;

export function Team() {
  return (
    <HomeSection id="team" title={t('home.team.title')}>
      <ul className="row g-4 list-unstyled mb-0">
        {TEAM.map((member) => (
          <li key={member.name} className="col-6 col-lg-3 text-center">
            <div className="team-avatar mx-auto mb-2" aria-hidden="true">
              {member.initials}
            </div>
            <h3 className="h6 mb-0">{member.name}</h3>
            <p className="small text-secondary">{t(member.role)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
