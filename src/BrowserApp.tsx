import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

/** The routed app in the browser: every path but the home page (see main.tsx). */
export function BrowserApp() {
  return (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
}
