// Placeholder so the target builds until the renderer lands.
import Detent
