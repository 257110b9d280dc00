import { EditPartRoute } from './part-editor.tsx';

export default EditPartRoute;
