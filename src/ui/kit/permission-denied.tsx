import './page-layout.css';

/**
 * spec 2 §6 and §8: a screen the role does not open shows 'Permission Denied' and why, as the page's
 * heading (it stands where the screen's title would).
 */
export function PermissionDenied({ title, message }: { title: string; message: string }) {
  return (
    <section className="kit-denied" role="alert" aria-labelledby="kit-denied-title">
      <div className="kit-denied__icon" aria-hidden="true">
        <i className="pi pi-lock" />
      </div>
      <h1 id="kit-denied-title">{title}</h1>
      <p>{message}</p>
    </section>
  );
}
