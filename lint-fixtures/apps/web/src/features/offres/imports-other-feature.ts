// lint-boundaries: expect "does not import another feature"
// The same, from a file at the root of a feature.
import { useLogin } from '../auth/api/login';

export const login = useLogin;
