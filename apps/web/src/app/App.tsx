import { useEffect, useState } from 'react';

type ServiceState = 'checking' | 'ok' | 'down';

/** Placeholder shell until the full site lands: brand, and whether the API is reachable. */
export function App() {
  const [service, setService] = useState<ServiceState>('checking');

  useEffect(() => {
    fetch('/api/health')
      .then((response) => setService(response.ok ? 'ok' : 'down'))
      .catch(() => setService('down'));
  }, []);

  return (
    <main className="shell">
      <p className="banner">Stamp Your Identity</p>
      <h1>
        Stamp<span aria-hidden="true">.</span>
      </h1>
      <p className="lead">
        Ready-made creatives for every day of your business. Add your logo and a banner, and
        download.
      </p>
      <p className="status" role="status">
        {service === 'checking' && 'Connecting…'}
        {service === 'ok' && 'Service is up.'}
        {service === 'down' && 'We cannot reach the service right now. Please try again shortly.'}
      </p>
    </main>
  );
}
