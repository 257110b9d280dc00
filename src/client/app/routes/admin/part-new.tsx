import { NewPartRoute } from './part-editor.tsx';

export default NewPartRoute;
