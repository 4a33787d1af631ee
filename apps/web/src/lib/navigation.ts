/**
 * Navigation for code outside React (the API client's expired-login handling).
 * The app registers its router's navigate; until then a full page load is used.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}
