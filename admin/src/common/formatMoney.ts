// The money format lives with the other formats; this path stays for the screens that import it from here.
export { formatMoney } from './formats';
