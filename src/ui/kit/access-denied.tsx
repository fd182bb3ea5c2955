import './page-layout.css';

/** The portal's 'Permission Denied' panel (spec 2 §2.2, §6): a lock, a title and why. */
export function AccessDenied({ title, message }: { title: string; message: string }) {
  return (
    <section className="kit-denied" role="alert" aria-labelledby="kit-denied-title">
      <div className="kit-denied__icon" aria-hidden="true">
        <i className="pi pi-lock" />
      </div>
      <h2 id="kit-denied-title">{title}</h2>
      <p>{message}</p>
    </section>
  );
}
