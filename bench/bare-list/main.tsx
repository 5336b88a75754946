// The floor for the dashboard-ready figure: fetch the same module/item entries as JSON and render them as a
// plain React list of links, then set the mark. No router, no session, no styles.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

type ListModule = { id: string; title: string; items: { id: string; title: string }[] };

function List({ modules }: { modules: ListModule[] }) {
  useEffect(() => {
    performance.mark('list-ready');
  }, []);
  return (
    <ul>
      {modules.map((m) => (
        <li key={m.id}>
          <h3>{m.title}</h3>
          <ul>
            {m.items.map((item) => (
              <li key={item.id}>
                <a href={`/dashboard/${m.id}/${item.id}`}>{item.title}</a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

void fetch('./entries.json')
  .then((res) => res.json() as Promise<ListModule[]>)
  .then((modules) => createRoot(document.getElementById('root')!).render(<List modules={modules} />));
