let counter = 0;

/**
 * A number no other call of this test process got: names and e-mail addresses built with it never collide,
 * neither with each other nor with the rows every test database starts with.
 */
export const nextSerial = (): number => ++counter;
