import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink } from 'react-router';

export interface SiteNavbarProps {
  signedIn: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
}

/** Home-page sections reached from the navbar (spec §2: About, Services, Team, Contact). */
const sections = [
  { hash: '#about', label: 'About' },
  { hash: '#services', label: 'Services' },
] as const;
const laterSections = [
  { hash: '#team', label: 'Team' },
  { hash: '#contact', label: 'Contact' },
] as const;

function SectionLink({ hash, label }: { hash: string; label: string }) {
  return (
    <Nav.Link as={Link} to={{ pathname: '/', hash }} eventKey={hash}>
      {label}
    </Nav.Link>
  );
}

/** The public navbar; it collapses behind a toggle on a phone. */
export function SiteNavbar({ signedIn, onSignIn, onSignOut }: SiteNavbarProps) {
  return (
    <Navbar
      expand="lg"
      bg="white"
      className="border-bottom shadow-sm"
      sticky="top"
      collapseOnSelect
      aria-label="Navigation principale"
    >
      <Container>
        <Navbar.Brand as={Link} to="/" className="fw-bold text-primary">
          <i className="bi bi-briefcase-fill me-2" aria-hidden="true" />
          Recrutement
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-navbar" label="Ouvrir le menu" />
        <Navbar.Collapse id="site-navbar">
          <Nav className="me-auto" as="ul">
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to="/" end eventKey="home">
                Home
              </Nav.Link>
            </Nav.Item>
            {sections.map((s) => (
              <Nav.Item as="li" key={s.hash}>
                <SectionLink {...s} />
              </Nav.Item>
            ))}
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to="/offre" eventKey="offre">
                Nos offres
              </Nav.Link>
            </Nav.Item>
            {laterSections.map((s) => (
              <Nav.Item as="li" key={s.hash}>
                <SectionLink {...s} />
              </Nav.Item>
            ))}
            {signedIn ? (
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to="/mon-espace" eventKey="mon-espace">
                  mon espace
                </Nav.Link>
              </Nav.Item>
            ) : null}
          </Nav>
          <div className="d-flex gap-2 py-2 py-lg-0">
            {signedIn ? (
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onSignOut}>
                <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
                Déconnexion
              </button>
            ) : (
              <button type="button" className="btn btn-primary btn-sm" onClick={onSignIn}>
                <i className="bi bi-person-circle me-1" aria-hidden="true" />
                Sign In
              </button>
            )}
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
