// `npm run build`: build the web app now, whatever its stamp says (npm start rebuilds only when stale).
import { buildWeb } from '../src/server/web/web-build';

await buildWeb();
