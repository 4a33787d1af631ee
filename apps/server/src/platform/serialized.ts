/**
 * A response's `data` already written as JSON, for hot reads whose answer is cached as text between changes (the
 * stock lists between feed steps): route() puts it in the envelope without serializing it again. `T` is the shape the
 * text holds, so the handler is still checked against its endpoint's output type.
 */
export class Serialized<T> {
  declare readonly shape: T;
  readonly json: string;

  constructor(json: string) {
    this.json = json;
  }

  static of<T>(value: T): Serialized<T> {
    return new Serialized<T>(JSON.stringify(value));
  }
}
