// The floor for bundle figures: the smallest React page Vite builds.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Olá</h1>);
