import { normaliseText } from './src/server/modules/chat/filter/normalise-text';
import { detectPaymentPhrases } from './src/server/modules/chat/filter/detect-payment-phrases';
const n = normaliseText('Du musst nur noch deine Kontodaten bestätigen, dann ist alles erledigt');
console.log(detectPaymentPhrases(n, false));
